import { useOpens } from '../../src/element/commandfor';

/** The call to action, opening the waitlist. */
export function CallToAction({ brand, onJoinWaitlist, waitlistDialog }: { brand: string; onJoinWaitlist: () => void; waitlistDialog?: string | undefined }) {
  const opens = useOpens(waitlistDialog);
  return (
    <section className="lp-cta" aria-labelledby="cta-title">
      <div className="lp-cta-inner">
        <h2 id="cta-title" className="lp-cta-title">Ready to revolutionize your agency's media kits?</h2>
        <p className="lp-cta-text">
          Join the waitlist for early access to {brand}. No commitment, and you will hear from us first when we launch.
        </p>
        <button type="button" part="button" className="rk-button lp-cta-button" data-size="lg" onClick={onJoinWaitlist} {...opens}>
          Join the Waiting List
        </button>
      </div>
    </section>
  );
}
