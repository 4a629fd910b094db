import companyLogo from '../../src/assets/talents/company-logo.webp';
import { Icon } from './icons';

const LOGO_SIZE_PX = 48;

/** The agency's header: logo, 'Your company' and its tagline, and a 'Login' that does nothing. */
export function CompanyHeader() {
  return (
    <header className="rd-header" part="header">
      <img
        className="rd-logo"
        part="logo"
        src={companyLogo}
        alt=""
        width={LOGO_SIZE_PX}
        height={LOGO_SIZE_PX}
        loading="lazy"
        decoding="async"
      />
      <div className="rd-company">
        <h2 className="rd-company-name">Your company</h2>
        <p className="rd-company-tagline">Top 1 agency in the world managing over 200 talents</p>
      </div>
      {/* The demo has no accounts: the button is there to be seen, not used. */}
      <button type="button" className="rk-button rd-login" data-variant="ghost" part="button login">
        <Icon name="login" size={16} />
        Login
      </button>
    </header>
  );
}
