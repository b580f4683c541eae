/** Phone verification by one-time code (SPEC §7 users/verify/phone/*; §5: +852 added without +). */
import { endpoint } from './endpoint';
import { phoneAuthResultSchema, phoneAuthSchema, phonePreauthResultSchema, phonePreauthSchema } from '../schemas/verification.schema';

export const verificationContract = {
  sendCode: endpoint({
    method: 'POST',
    path: '/users/verify/phone/preauth',
    access: 'user',
    rate: 'otp_send',
    summary: 'Send a one-time code by SMS (limited per user, per phone number and per IP)',
    body: phonePreauthSchema,
    response: phonePreauthResultSchema,
  }),
  checkCode: endpoint({
    method: 'POST',
    path: '/users/verify/phone/auth',
    access: 'user',
    rate: 'otp_check',
    summary: 'Check the code and confirm the phone',
    body: phoneAuthSchema,
    response: phoneAuthResultSchema,
    invalidates: ['/user/session'],
  }),
};
