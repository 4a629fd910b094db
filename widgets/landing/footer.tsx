import { FEATURE_NAMES } from '../../src/config/product';
import { useYear } from '../../src/element/use-year';
import { LogoMark } from './icons';

/** The footer: logo, feature list, the contact email and this year's copyright line. */
export function Footer({ brand, contactEmail }: { brand: string; contactEmail: string }) {
  const year = useYear();
  return (
    <footer id="contact" className="lp-footer" tabIndex={-1} part="footer">
      <div className="lp-footer-inner">
        <div className="lp-footer-brand">
          <p className="lp-footer-logo">
            <LogoMark size={32} place="footer" />
            <span>{brand}</span>
          </p>
          <p className="lp-footer-tagline">Live media kits, talent rosters and payments for creator agencies.</p>
        </div>
        <div className="lp-footer-col">
          <h2 className="lp-footer-heading">Features</h2>
          <ul>
            {FEATURE_NAMES.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
        {/* data-contact-email is optional: without it, no heading over nothing. */}
        {contactEmail ? (
          <div className="lp-footer-col">
            <h2 className="lp-footer-heading">Contact</h2>
            <a className="lp-footer-email" href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </div>
        ) : null}
      </div>
      <p className="lp-copyright">© {year} {brand}. All rights reserved.</p>
    </footer>
  );
}
