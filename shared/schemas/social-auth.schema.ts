/**
 * Google, Apple and Facebook sign-in (SPEC §6 login methods, §7 users/login, users/sign_up,
 * users/connect_social/{provider}). A social user id alone is never accepted: Google needs its signed ID token (with a
 * nonce from POST /api/auth/nonce), Apple a one-time code we exchange ourselves, Facebook an access token that
 * Facebook's debug_token says was issued to this app for that user.
 */
import { z } from 'zod';
import { shortText } from './common.schema';
import { emailSchema, usernameSchema, userRoleSchema } from './accounts.schema';
import { SOCIAL_INTENTS, SOCIAL_PROVIDERS, type SocialProvider } from '../domain/social-sign-in';

export { SOCIAL_ERRORS, SOCIAL_PROVIDERS, type SocialProvider } from '../domain/social-sign-in';

export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);

const token = (max: number) => z.string().trim().min(1, { message: 'required' }).max(max, { message: 'too_long' });
const providerUserId = shortText(128).min(1, { message: 'required' });

/** Google: the ID token from Google Sign-In and the Google user id it must be for. */
export const googleCredentialSchema = z.object({ google_user_id: providerUserId, id_token: token(8192) });
/** Apple: the authorization code from Sign in with Apple, exchanged by the server (SPEC §7 apple code + platform). */
export const appleCredentialSchema = z.object({ code: token(2048), platform: z.enum(['web', 'ios', 'android']) });
/** Facebook: the user access token and the Facebook user id it must be for. */
export const facebookCredentialSchema = z.object({ facebook_user_id: providerUserId, access_token: token(4096) });

export type GoogleCredential = z.infer<typeof googleCredentialSchema>;
export type AppleCredential = z.infer<typeof appleCredentialSchema>;
export type FacebookCredential = z.infer<typeof facebookCredentialSchema>;
export type SocialCredential =
  ({ provider: 'google' } & GoogleCredential) | ({ provider: 'apple' } & AppleCredential) | ({ provider: 'facebook' } & FacebookCredential);

const common = { device_id: shortText(64).optional(), seon_session: shortText(4096).optional() };

/** The social variants of POST /api/users/login. */
export const socialLoginSchema = z.union([
  googleCredentialSchema.extend(common),
  facebookCredentialSchema.extend(common),
  appleCredentialSchema.extend(common),
]);
export type SocialLoginInput = z.infer<typeof socialLoginSchema>;

/** Which provider a login body is for, by the keys it carries (undefined: a password login). */
export function socialProviderOf(body: unknown): SocialProvider | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  if ('google_user_id' in b || 'id_token' in b) return 'google';
  if ('facebook_user_id' in b || 'access_token' in b) return 'facebook';
  if ('platform' in b || ('code' in b && !('username' in b))) return 'apple';
  return undefined;
}

/** Whether a parsed users/login body is one of the social variants. */
export function isSocialLogin(body: unknown): body is SocialLoginInput {
  return socialProviderOf(body) !== undefined;
}

/** The credential inside a parsed social login, sign-up or connect body (only the credential's own fields). */
export function credentialOf(body: Record<string, unknown>): SocialCredential | undefined {
  const provider = socialProviderOf(body);
  const text = (k: string) => String(body[k] ?? '');
  if (provider === 'google') return { provider, google_user_id: text('google_user_id'), id_token: text('id_token') };
  if (provider === 'facebook') return { provider, facebook_user_id: text('facebook_user_id'), access_token: text('access_token') };
  if (provider === 'apple') return { provider, code: text('code'), platform: body.platform as AppleCredential['platform'] };
  return undefined;
}

/**
 * Picks one schema by the keys a body carries, then validates with that schema only, so each variant keeps its own
 * field errors (a plain z.union reports one vague error for the whole body). `variants` document every field (all
 * optional) for /api/openapi.json; the value’s type is that of `_parsedAs`.
 */
function byKeys<Out, In>(variants: z.ZodObject[], pick: (value: Record<string, unknown>) => z.ZodType, _parsedAs: z.ZodType<Out, In>) {
  const shape: Record<string, z.ZodType> = {};
  for (const v of variants) {
    for (const [key, field] of Object.entries(v.shape as Record<string, z.ZodType>)) {
      // Documentation only: the field is checked by the chosen variant, with that variant's messages.
      const { $schema: _drop, ...described } = z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' });
      shape[key] ??= z.unknown().optional().meta(described);
    }
  }
  const schema = z.looseObject(shape).transform((value, ctx) => {
    const parsed = pick(value).safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue(issue as never);
    return z.NEVER;
  });
  return schema as unknown as z.ZodType<Out, In>;
}

const googleLogin = googleCredentialSchema.extend(common);
const facebookLogin = facebookCredentialSchema.extend(common);
const appleLogin = appleCredentialSchema.extend(common);
const LOGIN_BY_PROVIDER = { google: googleLogin, facebook: facebookLogin, apple: appleLogin };

/** POST /api/users/login accepts the password body or one of the social bodies (chosen by the keys sent). */
export function withSocialLogin<S extends z.ZodObject>(passwordLogin: S) {
  return byKeys(
    [passwordLogin, googleLogin, facebookLogin, appleLogin],
    (v) => {
      const provider = socialProviderOf(v);
      return provider ? LOGIN_BY_PROVIDER[provider] : passwordLogin;
    },
    z.union([passwordLogin, socialLoginSchema]),
  );
}

const signUpFields = {
  username: usernameSchema.optional(),
  role: userRoleSchema.optional().default('consumer'),
  email: emailSchema.optional(),
  first_name: shortText(60).optional(),
  last_name: shortText(60).optional(),
  ...common,
};
const signUpWithTicket = z.object({ signup_token: shortText(128).min(1, { message: 'required' }), ...signUpFields });
const SIGN_UP_BY_PROVIDER = {
  google: googleCredentialSchema.extend(signUpFields),
  facebook: facebookCredentialSchema.extend(signUpFields),
  apple: appleCredentialSchema.extend(signUpFields),
};

/**
 * POST /api/users/sign_up (social): the `signup_token` of a `social_signup_needed` answer, or a provider credential
 * verified now; the username (else one is suggested from the provider's name or e-mail) and the role. `email` is used
 * only when the provider gave none, and such an address is not verified.
 */
export const socialSignUpSchema = byKeys(
  [signUpWithTicket, ...Object.values(SIGN_UP_BY_PROVIDER)],
  (v) => {
    const provider = 'signup_token' in v ? undefined : socialProviderOf(v);
    return provider ? SIGN_UP_BY_PROVIDER[provider] : signUpWithTicket;
  },
  z.union([signUpWithTicket, ...Object.values(SIGN_UP_BY_PROVIDER)]),
);
export type SocialSignUpInput = z.infer<typeof socialSignUpSchema>;

/** What a `social_signup_needed` error carries in `details`: enough to show a prefilled sign-up step. */
export const signupNeededSchema = z.object({
  signup_token: z.string(),
  provider: socialProviderSchema,
  email: z.string().nullable(),
  email_verified: z.boolean(),
  name: z.string().nullable(),
  suggested_username: z.string(),
});
export type SignupNeeded = z.infer<typeof signupNeededSchema>;

/** POST /api/users/connect_social/{provider}: that provider's credential. */
export const connectSocialParams = z.object({ provider: socialProviderSchema });
export const connectSocialSchema = z.union([googleCredentialSchema, facebookCredentialSchema, appleCredentialSchema]);

/** The signed-in user's connections (settings → connected accounts). */
export const socialAccountSchema = z.object({
  provider: socialProviderSchema,
  email: z.string().nullable(),
  created: z.string(),
});
export const socialAccountsSchema = z.object({
  /** The providers configured on this server, in display order. */
  available: z.array(socialProviderSchema),
  accounts: z.array(socialAccountSchema),
  /** Whether the account has a password (accounts made with a provider have none until a reset sets one). */
  has_password: z.boolean(),
});
export type SocialAccounts = z.infer<typeof socialAccountsSchema>;

/** POST /api/auth/nonce: a single-use nonce (10 minutes) that a native app puts in its Google sign-in request. */
export const nonceResultSchema = z.object({ nonce: z.string(), expires_in: z.number() });

/** GET /api/auth/{provider}/start: what the button asks for; `next` is a same-site path to land on. */
export const socialStartQuerySchema = z.object({
  intent: z.enum(SOCIAL_INTENTS).optional().default('login'),
  next: shortText(512).optional(),
  role: userRoleSchema.optional(),
  lng: z.enum(['zh-HK', 'en-HK']).optional(),
});
export type SocialStartQuery = z.infer<typeof socialStartQuerySchema>;

/** The provider's answer on the redirect back (GET query, or Apple's form_post body). Checked by the service. */
export const socialCallbackSchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
  /** Apple form_post: the user's name, sent once, as JSON text. */
  user: z.string().max(4096).optional(),
});
export type SocialCallbackInput = z.infer<typeof socialCallbackSchema>;
