import { ERRORS, interpolate, type ErrorBody, type ErrorKey } from '@yado/domain/errors';
import { VALIDATION_MESSAGES_EN, type ValidationMessageKey } from '@yado/domain/validation';

/** A field message in English: catalogue keys (validation.*) become their text, filled with the error's values. */
export function englishMessage(message: string, values: Record<string, unknown> = {}): string {
  const text = VALIDATION_MESSAGES_EN[message as ValidationMessageKey];
  return text ? interpolate(text, values) : message;
}

export interface FieldProblem {
  field: string;
  message: string;
}

/** The one error type services throw; the error handler turns it into the §3 error shape. */
export class AppError extends Error {
  readonly status: number;
  readonly code: (typeof ERRORS)[ErrorKey]['code'];

  constructor(
    readonly key: ErrorKey,
    readonly values: Record<string, unknown> = {},
    readonly fields: FieldProblem[] = [],
    readonly payloads?: Record<string, unknown>,
  ) {
    super(interpolate(ERRORS[key].title, values));
    this.status = ERRORS[key].status;
    this.code = ERRORS[key].code;
  }

  toBody(): ErrorBody {
    const base = this.fields.length
      ? this.fields.map((f) => ({
          code: this.code,
          error: englishMessage(f.message, this.values),
          field: f.field,
          ...(f.message in VALIDATION_MESSAGES_EN ? { message: f.message } : {}),
        }))
      : [{ code: this.code, error: this.message }];
    return {
      errors: [
        {
          title: this.message,
          status: this.status,
          code: this.code,
          details: { base },
          // The values a message was filled with travel too, so a client can say it in its own language.
          ...(this.payloads || Object.keys(this.values).length ? { payloads: { ...this.values, ...this.payloads } } : {}),
        },
      ],
    };
  }
}
