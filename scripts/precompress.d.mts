/** Writes .br and .gz beside each built text asset under dir. */
export function precompress(dir: string): void;
