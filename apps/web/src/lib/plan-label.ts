import type { TFunction } from './i18n';

/** A plan's name with its meals, unless they go without saying: a stay without meals, or a plan named for them. */
export function planWithMeals(t: TFunction, planName: string, meals: string): string {
  const label = t(`meals.${meals}`);
  return meals === 'none' || label === planName ? planName : `${planName} · ${label}`;
}
