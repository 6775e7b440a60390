import { signSandboxWebhook } from '../../modules/payments/sandbox/gateway';
import type { FuzzRequest, Operation } from './operations';

/**
 * Operations the document cannot describe well enough to generate for, and what the fuzz sends them
 * besides the generic mutations every operation gets.
 */
export interface SpecialCase {
  matches(operation: Operation): boolean;
  /** Why the operation is treated specially, for the test's report. */
  reason: string;
  requests(base: FuzzRequest): FuzzRequest[];
}

export function specialCases(webhookSecret: string): SpecialCase[] {
  return [
    {
      matches: (op) => op.method === 'POST' && op.path.endsWith('/file_attachments'),
      reason: 'multipart upload (no JSON body in the document): sent hand-made multipart bodies too',
      requests: (base) =>
        [
          { filename: 'photo.png', type: 'image/png', content: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') },
          { filename: 'a\u0000b.png', type: 'image/png', content: Buffer.from('89504e470d0a1a0a', 'hex') },
          { filename: 'x'.repeat(2_000) + '.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n') },
          { filename: '../../evil.sh', type: 'text/x-shellscript', content: Buffer.from('#!/bin/sh\n') },
          { filename: '', type: 'image/jpeg', content: Buffer.alloc(0) },
          { filename: 'two.png', type: 'image/png', content: Buffer.from('89504e47', 'hex'), second: true },
        ].map((file) => {
          const boundary = 'fuzzboundary';
          const part = (name: string) =>
            Buffer.concat([
              Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n`),
              Buffer.from(`Content-Type: ${file.type}\r\n\r\n`),
              file.content,
              Buffer.from('\r\n'),
            ]);
          const payload = Buffer.concat([part('file'), ...(file.second ? [part('other')] : []), Buffer.from(`--${boundary}--\r\n`)]);
          return {
            ...base,
            label: `multipart file ${JSON.stringify(file.filename.slice(0, 20))}${file.second ? ' and a second file' : ''}`,
            headers: { ...base.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
            payload,
          };
        }),
    },
    {
      matches: (op) => op.method === 'POST' && op.path.includes('/payments/webhooks/'),
      reason:
        'webhook: a signed body is the gateway’s word, not user input, so only well-formed events are signed; every other body goes unsigned or signed wrongly',
      requests: (base) => {
        const signed = (label: string, event: unknown) => {
          const payload = JSON.stringify(event);
          return {
            ...base,
            label,
            path: { gateway: 'sandbox' },
            headers: { ...base.headers, 'content-type': 'application/json', 'yado-signature': signSandboxWebhook(payload, webhookSecret) },
            payload,
          };
        };
        return [
          signed('signed event for an unknown payment', {
            id: 'evt_fuzz_1',
            payment: { reference: 'sbx_x', status: 'captured', merchant_reference: 'nope' },
          }),
          signed('signed event repeated', {
            id: 'evt_fuzz_1',
            payment: { reference: 'sbx_x', status: 'captured', merchant_reference: 'nope' },
          }),
          {
            ...base,
            label: 'signature of another body',
            path: { gateway: 'sandbox' },
            headers: { ...base.headers, 'yado-signature': signSandboxWebhook('{}', webhookSecret) },
          },
        ];
      },
    },
  ];
}
