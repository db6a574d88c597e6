import { clinic } from '../site/clinic.ts';
import { ClinicMap } from './ClinicMap.tsx';
import { useRender, useT } from './context.ts';

/** A maps service's directions to the clinic's address: an ordinary link, opened by the visitor's choice. */
export function directionsHref(addressLines: readonly string[]): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLines.join(', '))}`;
}

/** How to get to the clinic: MRT, buses, parking, wheelchair access, a directions link and our own small map. */
export function GettingThere() {
  const { locale } = useRender();
  const t = useT();
  const way = clinic.gettingThere;
  const rows = [
    ['place.mrt', way.mrt],
    ['place.bus', way.buses],
    ['place.parking', way.parking],
    ['place.wheelchair', way.wheelchair],
  ] as const;
  return (
    <section className="getting-there" aria-labelledby="getting-there-title">
      <h2 id="getting-there-title">{t('place.title')}</h2>
      <dl className="getting-there__list">
        {rows.map(([label, text]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{text[locale.code]}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a className="button button--outline" href={directionsHref(clinic.address.lines)}>
          {t('place.directions')}
          <span className="visually-hidden"> ({t('place.directionsNote')})</span>
        </a>
      </p>
      <ClinicMap />
    </section>
  );
}
