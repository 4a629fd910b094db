import avatar from '../../src/assets/profile/avatar.webp';
import agencyLogo from '../../src/assets/profile/agency-logo.webp';
import { useOpens } from '../../src/element/commandfor';
import { Carousel } from './carousel';
import { PROFILE } from './content';

/** The static talent-profile preview: what a media kit looks like to a brand. */
export function ProfilePreview({ onContact, contactDialog }: { onContact: () => void; contactDialog?: string | undefined }) {
  const opens = useOpens(contactDialog);
  const { analytics } = PROFILE;
  return (
    <article className="lp-profile" aria-labelledby="profile-name" part="profile-preview">
      <div className="lp-profile-bar">
        {/* A static preview: the back button only shows where navigation sits. */}
        <button type="button" className="rk-button" data-variant="outline" data-size="icon" aria-label="Back">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round"><path d="M19 12H5M11 6l-6 6 6 6" /></svg>
        </button>
        <p className="lp-represented">
          Represented by
          <span className="lp-agency">
            <img src={agencyLogo} alt="" width="28" height="28" loading="lazy" decoding="async" />
            <strong>your company</strong>
          </span>
        </p>
      </div>
      <Carousel name={PROFILE.name} />
      <div className="lp-profile-head">
        <img className="lp-avatar" src={avatar} alt="" width="88" height="88" loading="lazy" decoding="async" />
        <div className="lp-profile-id">
          <h3 id="profile-name" className="lp-profile-name">{PROFILE.name}</h3>
          <p className="lp-profile-country">{PROFILE.country}</p>
          <ul className="lp-badges" aria-label="Followers">
            {PROFILE.followers.map(({ network, count }) => (
              <li key={network} className="lp-follower-badge">
                <span>{network}</span> <strong>{count}</strong>
              </li>
            ))}
          </ul>
        </div>
        <button type="button" part="button" className="rk-button lp-profile-contact" onClick={onContact} {...opens}>Contact</button>
        <p className="lp-profile-bio">{PROFILE.bio}</p>
      </div>
      <section className="lp-analytics" aria-labelledby="analytics-title">
        <div className="lp-analytics-head">
          <h4 id="analytics-title">Instagram analytics</h4>
          <p className="lp-analytics-updated">{analytics.updated}</p>
        </div>
        <dl className="lp-analytics-grid">
          <div>
            <dt>Followers</dt>
            <dd>{analytics.followers}</dd>
          </div>
          <div>
            <dt>Total views</dt>
            <dd>{analytics.totalViews}</dd>
          </div>
          <div>
            <dt>Average engagement rate</dt>
            <dd>
              {analytics.engagementRate} <span className="lp-rating">{analytics.rating}</span>
            </dd>
          </div>
        </dl>
      </section>
    </article>
  );
}
