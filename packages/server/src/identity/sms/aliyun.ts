import { createHmac, randomUUID } from 'node:crypto';
import type { AliyunSmsConfig } from '../config.js';
import type { SmsSender } from './sender.js';

/** RFC 3986 encoding as Aliyun's RPC signing requires (space %20, `*` %2A, `~` kept). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Aliyun RPC signature v1.0: Base64(HMAC-SHA1(secret + '&', METHOD&%2F&enc(sorted query))). */
export function aliyunSignature(
  method: string,
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

interface SendSmsAnswer {
  Code?: string;
  Message?: string;
}

/** Sends through Aliyun dysmsapi `SendSms` (2017-05-25) over a signed GET. */
export class AliyunSmsSender implements SmsSender {
  constructor(
    private readonly config: AliyunSmsConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** One signed SendSms call; rejects unless Aliyun answers `Code: OK`. */
  async send(phone: string, code: string): Promise<void> {
    const params: Record<string, string> = {
      AccessKeyId: this.config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      RegionId: this.config.regionId,
      SignName: this.config.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.config.templateCode,
      TemplateParam: JSON.stringify({ code }),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const signature = aliyunSignature('GET', params, this.config.accessKeySecret);
    const query = Object.entries({ ...params, Signature: signature })
      .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`)
      .join('&');
    const response = await this.fetchImpl(`${this.config.endpoint.replace(/\/$/, '')}/?${query}`, {
      signal: AbortSignal.timeout(5000),
    });
    const answer = (await response.json().catch(() => ({}))) as SendSmsAnswer;
    if (!response.ok || answer.Code !== 'OK') {
      throw new Error(
        `Aliyun SendSms failed: ${answer.Code ?? response.status} ${answer.Message ?? ''}`,
      );
    }
  }
}
