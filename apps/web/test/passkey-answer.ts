/**
 * A browser's passkey answer as @simplewebauthn/browser hands it on, for the test mode and for
 * a mocked browser: the test mode checks its id only.
 */
export const PASSKEY_ANSWER = {
  id: 'dGVzdG1vZHVzLXBhc3NrZXk',
  rawId: 'dGVzdG1vZHVzLXBhc3NrZXk',
  type: 'public-key',
  response: {
    clientDataJSON: 'e30',
    attestationObject: 'oA',
    authenticatorData: 'AA',
    signature: 'AA',
  },
};
