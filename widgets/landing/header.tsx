import { useOpens } from '../../src/element/commandfor';
import { LogoMark } from './icons';
import { useLogoCycle } from './logo-cycle';

interface HeaderProps {
  brand: string;
  onContact: () => void;
  onJoinWaitlist: () => void;
  /** The dialogs' ids when they are drawn in the HTML: the buttons open them before any script. */
  waitlistDialog?: string | undefined;
  contactDialog?: string | undefined;
}

/** The header: animated logo, section anchors on wide screens, 'Contact us' and 'Join Waitlist'. */
export function Header({ brand, onContact, onJoinWaitlist, waitlistDialog, contactDialog }: HeaderProps) {
  const { spinning, wordmarkVisible } = useLogoCycle();
  const opensWaitlist = useOpens(waitlistDialog);
  const opensContact = useOpens(contactDialog);
  return (
    <header className="lp-header" part="header">
      <div className="lp-header-inner">
        {/* The name stays the brand while the wordmark slides out of sight. */}
        <a className="lp-logo" href="#top" aria-label={`${brand} home`} data-spinning={spinning} data-wordmark={wordmarkVisible ? 'shown' : 'hidden'}>
          <LogoMark place="header" />
          <span className="lp-wordmark" aria-hidden="true">{brand}</span>
        </a>
        <nav className="lp-nav" aria-label="Sections">
          <a href="#features">Features</a>
          <a href="#faq">FAQ</a>
        </nav>
        <div className="lp-header-actions">
          <button type="button" part="button" className="rk-button lp-header-button lp-contact-button" data-variant="ghost" onClick={onContact} {...opensContact}>
            {/* Below 480 px the icon stands in for the label, which stays the button's name. */}
            <svg className="lp-contact-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
              <path d="M3 5h18v14H3z" />
              <path d="M3 6l9 7 9-7" />
            </svg>
            <span className="lp-contact-label">Contact us</span>
          </button>
          <button type="button" part="button" className="rk-button lp-header-button" onClick={onJoinWaitlist} {...opensWaitlist}>
            Join Waitlist
          </button>
        </div>
      </div>
    </header>
  );
}
