import { ERRORS, interpolate, type ErrorBody, type ErrorKey } from '@yado/domain/errors';

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
      ? this.fields.map((f) => ({ code: this.code, error: f.message, field: f.field }))
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
