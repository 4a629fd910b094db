import type { ReactNode } from 'react';
import { useLazyChunk } from '../../src/lazy/use-lazy-chunk';
import { chartsChunk } from './charts-chunk';
import { ageData, countryData, genderData, type Talent } from './data';
import { Icon } from './icons';
import { ChartPlaceholder, ChartUnavailable, InsightCard } from './insight-card';
import { PublicationList } from './publication-list';
import { visiblePublications } from './publications';

/** The Statistics tab: the audience insights block, publications and a link to the profile. */
export function Statistics({ talent }: { talent: Talent }) {
  const publications = visiblePublications(talent.publications);
  const { module: charts, failed } = useLazyChunk(chartsChunk);
  const chart = (draw: (loaded: NonNullable<typeof charts>) => ReactNode) =>
    charts ? draw(charts) : failed ? <ChartUnavailable /> : <ChartPlaceholder />;
  return (
    <div className="rd-statistics">
      <section className="rd-section" aria-labelledby="rd-insights-title">
        <h4 className="rd-section-title" id="rd-insights-title">
          <Icon name="chart" size={18} />
          Audience insights
        </h4>
        <div className="rd-insights">
          <InsightCard title="Gender" nameHeading="Gender" help="share of the audience by gender" data={genderData}>
            {chart(({ GenderChart }) => <GenderChart data={genderData} />)}
          </InsightCard>
          <InsightCard title="Audience age" nameHeading="Age" help="share of the audience by age band" data={ageData}>
            {chart(({ AudienceBarChart }) => <AudienceBarChart data={ageData} prefix="Age" />)}
          </InsightCard>
          <InsightCard title="Audience country" nameHeading="Country" help="share of the audience by country" data={countryData}>
            {chart(({ AudienceBarChart }) => <AudienceBarChart data={countryData} prefix="Country" />)}
          </InsightCard>
        </div>
      </section>
      {publications.length > 0 ? <PublicationList publications={publications} /> : null}
      <a
        className="rk-button rd-profile-link"
        data-variant="outline"
        part="button profile-link"
        href={`https://www.instagram.com/${talent.handle}/`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Go to profile
        <Icon name="external" size={16} />
        <span className="rk-sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
