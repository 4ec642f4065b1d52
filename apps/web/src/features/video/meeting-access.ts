import { VIDEO_ADVISER_PARAM } from '@servicebereich/protocol';

/**
 * The meeting password the customer typed, kept in this tab's memory only (never stored), so the
 * completion page after the meeting does not ask for it again. One appointment at a time.
 */
let remembered: { agentId: string; password: string } | null = null;

export function rememberMeetingPassword(agentId: string, password: string): void {
  remembered = { agentId, password };
}

export function rememberedMeetingPassword(agentId: string): string | null {
  return remembered?.agentId === agentId ? remembered.password : null;
}

export function forgetMeetingPassword(): void {
  remembered = null;
}

/** The adviser named by the mailed link's `?berater=`, or null. */
export function meetingAdviserOf(search: string): string | null {
  const value = new URLSearchParams(search).get(VIDEO_ADVISER_PARAM);
  return value === null || !/^[A-Za-z0-9-]{1,40}$/.test(value) ? null : value;
}
