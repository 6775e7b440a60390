import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The message (a catalogue key) of a form field by its dotted path, e.g. rooms.0.last_name. */
export function errorAt(errors: FieldErrors<FieldValues>, path: string): string | undefined {
  const found = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  return (found as { message?: string } | undefined)?.message;
}

/** How many fields have an error, nested ones (each room's names) counted one by one: what the page shows. */
export function countFieldErrors(errors: unknown): number {
  if (!errors || typeof errors !== 'object') return 0;
  if (typeof (errors as { type?: unknown }).type === 'string') return 1;
  return Object.values(errors as Record<string, unknown>).reduce<number>((sum, value) => sum + countFieldErrors(value), 0);
}
