import { clinic } from '../site/clinic.ts';
import { CLINIC_MAP, type MapPoint } from '../site/clinic-map.ts';
import { useRender, useT } from './context.ts';

/** One labelled place on the map: a dot and its name beside it. */
function Place({ at, label, kind }: { readonly at: MapPoint; readonly label: string; readonly kind: string }) {
  return (
    <g className={`clinic-map__place clinic-map__place--${kind}`}>
      <circle cx={at.x} cy={at.y} r={kind === 'clinic' ? 9 : 6} />
      <text x={at.x + 12} y={at.y + 5}>
        {label}
      </text>
    </g>
  );
}

/**
 * A small map of the streets around the clinic, drawn from CLINIC_MAP as inline SVG: no third-party embed, no
 * tracking, nothing the page's Content-Security-Policy has to allow (colours come from the stylesheet, never
 * from style attributes). Its text alternative says what it shows; the directions are the text beside it.
 */
export function ClinicMap() {
  const { locale } = useRender();
  const t = useT();
  const plan = CLINIC_MAP;
  const street = clinic.address.lines.find((line) => !line.startsWith('#')) ?? '';
  const [own] = plan.streets;
  return (
    <figure className="clinic-map">
      <svg viewBox="0 0 320 200" role="img" aria-labelledby="clinic-map-title clinic-map-desc">
        <title id="clinic-map-title">{t('place.mapTitle')}</title>
        <desc id="clinic-map-desc">{t('place.mapDescription', { address: clinic.address.lines.join(', ') })}</desc>
        <rect className="clinic-map__ground" width="320" height="200" rx="12" />
        {plan.streets.map((s) => (
          <line key={`${s.from.x},${s.from.y}`} className="clinic-map__street" x1={s.from.x} y1={s.from.y} x2={s.to.x} y2={s.to.y} />
        ))}
        {own && (
          <text className="clinic-map__street-name" x={own.from.x + 4} y={own.from.y - 6}>
            {street}
          </text>
        )}
        <Place at={plan.clinic} label={t('place.mapClinic')} kind="clinic" />
        <Place at={plan.mrtExit} label={t('place.mapMrt')} kind="mrt" />
        <Place at={plan.busStop} label={t('place.mapBus')} kind="bus" />
        <Place at={plan.carPark} label={t('place.mapParking')} kind="parking" />
      </svg>
      <figcaption className="clinic-map__caption">{clinic.name[locale.code]}</figcaption>
    </figure>
  );
}
