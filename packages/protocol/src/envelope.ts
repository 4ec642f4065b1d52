import { z } from 'zod/mini';

/** Error keys with a meaning of their own to the app (SPEC section 8); all other keys name fields. */
export const ERROR_KEYS = {
  notLoggedIn: 'notloggedin',
  csrf: 'GeneralCsrfToken',
  general: 'general',
  agentNotFound: 'agentnotfound',
  activate: 'activate',
  password: 'password',
  risiko: 'risiko',
  sendEmail: 'sendemail',
} as const;

export const errorsSchema = z.lazy(() => z.record(z.string(), z.string()));
export type Errors = z.infer<typeof errorsSchema>;

export const errorEnvelopeSchema = z.lazy(() =>
  z.object({
    Status: z.literal(400),
    Errors: errorsSchema,
  }),
);
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function successEnvelopeSchema<R extends z.ZodMiniType>(result: R) {
  return z.object({ Status: z.literal(200), Result: result });
}

/** Every JSON answer of /api is one of these two shapes. */
export function envelopeSchema<R extends z.ZodMiniType>(result: R) {
  return z.discriminatedUnion('Status', [successEnvelopeSchema(result), errorEnvelopeSchema]);
}
