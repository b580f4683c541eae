/**
 * Account settings (SPEC §7 user/get_settings, user/change_settings, user/edit_profile; §2 settings and
 * email_change): profile and avatar, language, notification channels, invoice settings (SPEC §6 flag, else 404),
 * devices and sessions, and changing the e-mail address by a link sent to the new one.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { MAX_UPLOAD_BYTES } from '../domain/limits';
import {
  avatarFileParams,
  changeSettingsSchema,
  editProfileSchema,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  invoiceSettingsInputSchema,
  invoiceSettingsSchema,
  profileSchema,
  sessionInfoSchema,
  userSettingsSchema,
} from '../schemas/settings.schema';
import { idParams } from '../schemas/common.schema';

export const settingsContract = {
  getSettings: endpoint({
    method: 'GET',
    path: '/user/get_settings',
    access: 'user',
    rate: 'read',
    summary: 'Profile and avatar, language, notification channels per type, invoice settings (only when its flag is on)',
    response: userSettingsSchema,
  }),
  changeSettings: endpoint({
    method: 'POST',
    path: '/user/change_settings',
    access: 'user',
    rate: 'write',
    summary: 'Change language (also sets the i18next cookie), notification channels, invoice settings (404 when its flag is off)',
    body: changeSettingsSchema,
    response: userSettingsSchema,
  }),
  editProfile: endpoint({
    method: 'POST',
    path: '/user/edit_profile',
    access: 'user',
    rate: 'write',
    summary: 'Change first name, last name and address (nothing else: any other field refuses the call)',
    body: editProfileSchema,
    response: profileSchema,
  }),
  uploadAvatar: endpoint({
    method: 'POST',
    path: '/user/avatar',
    access: 'user',
    rate: 'upload',
    summary: 'Upload the avatar (one JPEG, PNG or WebP under 10 MB, checked by its bytes); a square thumbnail is made from it',
    files: { max: 1, maxBytes: MAX_UPLOAD_BYTES, types: ['jpeg', 'png', 'webp'] },
    response: profileSchema,
  }),
  removeAvatar: endpoint({
    method: 'POST',
    path: '/user/avatar/remove',
    access: 'user',
    rate: 'write',
    summary: 'Remove the avatar (initials are shown instead)',
    response: profileSchema,
  }),
  avatarFile: endpoint({
    method: 'GET',
    path: '/avatars/{key}/{size}',
    access: 'visitor',
    rate: 'read',
    raw: true,
    summary: 'An avatar image (size thumb or original) by the unguessable key of its URL; a replaced avatar is a 404',
    params: avatarFileParams,
    response: z.unknown(),
  }),
  getInvoiceSettings: endpoint({
    method: 'GET',
    path: '/user/invoice_settings',
    access: 'user',
    rate: 'read',
    summary: 'What receipts and invoices are made out to (null until saved); 404 when the invoice_settings flag is off',
    response: invoiceSettingsSchema.nullable(),
  }),
  saveInvoiceSettings: endpoint({
    method: 'POST',
    path: '/user/invoice_settings',
    access: 'user',
    rate: 'write',
    summary: 'Save company name, address and business registration number; 404 when the invoice_settings flag is off',
    body: invoiceSettingsInputSchema,
    response: invoiceSettingsSchema,
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/user/sessions',
    access: 'user',
    rate: 'read',
    summary: 'The signed-in devices of the caller (browser, created, last active, which one is this device)',
    response: z.array(sessionInfoSchema),
  }),
  revokeSession: endpoint({
    method: 'POST',
    path: '/user/sessions/revoke/{id}',
    access: 'user',
    rate: 'write',
    summary: 'Sign out one other device (someone else’s or an unknown session is a 404; this device signs out with logout)',
    params: idParams,
    response: z.object({ revoked: z.number() }),
  }),
  revokeOtherSessions: endpoint({
    method: 'POST',
    path: '/user/sessions/revoke_others',
    access: 'user',
    rate: 'write',
    summary: 'Sign out every device but this one',
    response: z.object({ revoked: z.number() }),
  }),
  requestEmailChange: endpoint({
    method: 'POST',
    path: '/user/email_change',
    access: 'user',
    rate: 'email_change',
    summary:
      'With the current password: e-mail a single-use link valid 24 hours to the new address and a notice to the old one (409 when the address is taken)',
    body: emailChangeRequestSchema,
    response: z.object({ sent: z.literal(true), new_email: z.string(), expires_in: z.number() }),
  }),
  confirmEmailChange: endpoint({
    method: 'POST',
    path: '/user/email_change/confirm',
    access: 'user',
    rate: 'write',
    summary: 'Use the link: the address changes and counts as verified (once; an expired, used or other user’s link is a 404)',
    body: emailChangeConfirmSchema,
    response: z.object({ email: z.string() }),
  }),
};
