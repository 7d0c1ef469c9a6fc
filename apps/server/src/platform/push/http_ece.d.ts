/** http_ece 1.2 (Encrypted Content-Encoding, RFC 8188), which ships no types: the part the fake push service uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's key pair; the sender's public key is read from the body's header. */
    privateKey: ECDH;
    /** The receiver's auth secret (base64url or bytes). */
    authSecret: string | Buffer;
  }

  const ece: { decrypt(body: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
