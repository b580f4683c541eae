/**
 * The accounts module's answers to modules that change what the user row or the sessions hold (users and sessions are
 * written only here): the settings pages (profile, language, notifications, avatar, e-mail, sessions) and auto-refill payments.
 */
import * as repo from './user-records.repository';

/** Sets the given profile columns (first_name, last_name, address). */
export const updateProfile = repo.updateProfile;
/** The user's language. */
export const updateLanguage = repo.updateLanguage;
/** The user's stored notification choices. */
export const updateNotificationSettings = repo.updateNotificationSettings;
/** Deletes one session of the user other than the kept one; 0 when it is not theirs, unknown or the kept one. */
export const deleteSessionById = repo.deleteSessionById;
/** Deletes the user's other sessions; answers how many. */
export const deleteOtherSessionsCounted = repo.deleteOtherSessionsCounted;
/** The avatar URLs on the user (SPEC §3). */
export const setAvatarUrls = repo.setAvatarUrls;
/** The new address becomes the account's, verified by the link that was just used. */
export const setVerifiedEmail = repo.setVerifiedEmail;
/** The user's last auto-refill payment problem, or none. */
export const setPaymentError = repo.setPaymentError;
/** The user's auto-refill choice: package, card and monthly limit. */
export const saveAutoRefill = repo.saveAutoRefill;
/** The language the signed-in user browses in becomes the account's (e-mails use it). */
export const rememberUserLanguage = repo.rememberLanguage;
/** The phone proved by a checked code becomes the account's confirmed phone, in the caller's transaction. */
export const confirmPhone = repo.confirmPhone;
/** Sets users.onboard_state, in the caller's transaction. */
export const setOnboardState = repo.setOnboardState;
/** Appointments opened: nothing booked or changed until now counts as unread. */
export const markBookingsSeen = repo.markBookingsSeen;
/** Names and e-mails of several users at once, for the back office's panels. */
export const peopleByIds = repo.peopleByIds;
