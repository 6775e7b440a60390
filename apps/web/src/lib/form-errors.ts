import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The message (a catalogue key) of a form field by its dotted path, e.g. rooms.0.last_name. */
export function errorAt(errors: FieldErrors<FieldValues>, path: string): string | undefined {
  const found = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  return (found as { message?: string } | undefined)?.message;
}
