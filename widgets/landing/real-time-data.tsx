import { Dashboard } from './dashboard';
import { ProfilePreview } from './profile-preview';

/** The Real-time Data section; the talent-profile preview follows its dashboard. */
export function RealTimeData({ onContact, contactDialog }: { onContact: () => void; contactDialog?: string | undefined }) {
  return (
    <section className="lp-section lp-data" aria-labelledby="data-title">
      <div className="lp-section-head">
        <p className="lp-eyebrow">Analytics</p>
        <h2 id="data-title" className="lp-section-title">Real-time Data</h2>
        <p className="lp-section-lead">
          Every figure brands see comes straight from your creators' accounts and stays current without anyone lifting a finger.
        </p>
      </div>
      <Dashboard />
      <div className="lp-section-head lp-subhead">
        <h3 className="lp-subhead-title">Media kits brands can trust</h3>
        <p className="lp-section-lead">A live talent profile, ready to share with any brand.</p>
      </div>
      <ProfilePreview onContact={onContact} contactDialog={contactDialog} />
    </section>
  );
}
