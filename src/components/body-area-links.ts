import { BODY_AREAS, type BodyArea } from '../site/body-areas.ts';
import { useRender, useT } from './context.ts';

export interface BodyAreaLink {
  readonly area: BodyArea;
  readonly href: string;
  readonly label: string;
}

/**
 * Where each body area starts for a reader of this locale: its landing page where it has one (the knee, the foot
 * and ankle), otherwise its section of the services overview. Used by the home page, the menu, the search page's
 * topics and the not-found page, so the four always agree.
 */
export function useBodyAreaLinks(): BodyAreaLink[] {
  const { manifest, locale } = useRender();
  const t = useT();
  const services = manifest.href('services', locale.code);
  return BODY_AREAS.map((area) => ({
    area,
    href: area.landing ? manifest.linkTo(area.landing, locale.code) : `${services}#${area.id}`,
    label: t(`fields.${area.id}`),
  }));
}
