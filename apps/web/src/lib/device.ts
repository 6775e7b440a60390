import { localStore } from './storage';

const KEY = 'yado_device';

/** This browser's own random id, kept across visits, so a payment link knows one device from another. */
export function deviceId(): string {
  let id = localStore.get(KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStore.set(KEY, id);
  }
  return id;
}
