import { FEATURE_NAMES } from '../../src/config/product';
import { FEATURE_DESCRIPTIONS } from './content';
import { useOpens } from '../../src/element/commandfor';
import { ArrowIcon, FeatureIcon } from './icons';

/** The features: six cards, each with a 'Learn more' that opens the waitlist. */
export function Features({ onLearnMore, waitlistDialog }: { onLearnMore: () => void; waitlistDialog?: string | undefined }) {
  const opens = useOpens(waitlistDialog);
  return (
    <section id="features" className="lp-section" tabIndex={-1} aria-labelledby="features-title">
      <div className="lp-section-head">
        <p className="lp-eyebrow">Features</p>
        <h2 id="features-title" className="lp-section-title">Everything your agency needs, in one place</h2>
        <p className="lp-section-lead">
          From live analytics to commission splits, every tool is built around the way agencies actually sell their talent.
        </p>
      </div>
      <ul className="lp-feature-grid">
        {FEATURE_NAMES.map((feature, index) => (
          <li key={feature} className="lp-card lp-feature">
            <span className="lp-feature-icon">
              <FeatureIcon feature={feature} />
            </span>
            <h3 id={`feature-${index}`} className="lp-card-title">{feature}</h3>
            <p className="lp-card-text">{FEATURE_DESCRIPTIONS[feature]}</p>
            {/* The card's title describes its button, so each 'Learn more' is told apart. */}
            <button type="button" part="button" className="rk-button lp-link-button" data-variant="ghost" aria-describedby={`feature-${index}`} onClick={onLearnMore} {...opens}>
              Learn more
              <ArrowIcon />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
