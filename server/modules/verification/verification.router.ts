/** SPEC §7 phone OTP: POST /api/users/verify/phone/preauth and /auth. */
import { Router } from 'express';
import { phoneAuthSchema, phonePreauthSchema } from '@shared/schemas/verification.schema';
import { parse } from '../../lib/validate';
import { withAdapterDefaults } from '../../lib/adapters';
import type { AppDeps } from '../../lib/app-deps';
import { requireAuth, userOf } from '../../middleware/require-auth';
import * as verification from './verification.service';

export function verificationRouter(appDeps: AppDeps): Router {
  const deps = withAdapterDefaults(appDeps);
  const r = Router();

  r.post('/users/verify/phone/preauth', requireAuth, async (req, res) => {
    const { phone } = parse(phonePreauthSchema, req.body);
    res.json({ status: 'Success', data: await verification.preauthPhone(deps, { id: userOf(req).id, language: req.lng }, phone) });
  });

  r.post('/users/verify/phone/auth', requireAuth, async (req, res) => {
    const input = parse(phoneAuthSchema, req.body);
    res.json({ status: 'Success', data: await verification.authPhone(deps, userOf(req).id, input) });
  });

  return r;
}
