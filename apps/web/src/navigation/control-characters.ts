/** C0 and C1 control characters, which have no place in a link or in a text a link carries. */
export function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}
