/**
 * A signed token (a JWT, or `id.signature`) whose signature differs from the one issued. The first character of the signature is changed, not
 * the last: base64url's last character carries padding bits a decoder ignores, so rewriting the tail can
 * leave the signature's bytes as they were (about once in a thousand tokens).
 */
export function tamperedToken(token: string): string {
  const signatureStart = token.lastIndexOf(".") + 1;
  const first = token[signatureStart];
  return token.slice(0, signatureStart) + (first === "A" ? "B" : "A") + token.slice(signatureStart + 1);
}
