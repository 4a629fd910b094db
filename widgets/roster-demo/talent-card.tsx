import { useEffect, useRef } from 'react';
import type { Talent } from './data';
import { PORTRAIT_SIZE_PX } from './data';
import { FollowerBadges } from './follower-badges';
import { Icon } from './icons';
import { withCurrency } from './pricing';
import type { RosterView } from './store';

interface TalentCardProps {
  talent: Talent;
  view: RosterView;
  favourite: boolean;
  /** Back from this talent's detail: the focus returns to the card it left from. */
  takeFocus: boolean;
  onToggleFavourite: () => void;
  onOpen: () => void;
  /** The first sign that the visitor may open this card: time to fetch the detail view and its charts. */
  onIntent: () => void;
}

/**
 * One talent of the roster. The name is the card's one link-like button, stretched over
 * the card, so the favourite toggle can sit on top without nesting buttons.
 */
export function TalentCard({ talent, view, favourite, takeFocus, onToggleFavourite, onOpen, onIntent }: TalentCardProps) {
  const open = useRef<HTMLButtonElement>(null);
  // Only on mount: returning from the detail view, not on every re-render of the roster.
  const focusOnMount = useRef(takeFocus);
  useEffect(() => {
    if (focusOnMount.current) open.current?.focus();
  }, []);

  return (
    <li className="rd-card" part="card" data-view={view} onPointerEnter={onIntent}>
      <div className="rd-card-media">
        {/* Lazy though in view: fetched after the first frame, which is then ready for input sooner. */}
        <img
          src={talent.image}
          alt=""
          width={PORTRAIT_SIZE_PX.width}
          height={PORTRAIT_SIZE_PX.height}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className="rd-card-body">
        <div className="rd-card-heading">
          <h4 className="rd-card-name">
            <button ref={open} type="button" className="rd-card-open" part="card-open" onClick={onOpen} onFocus={onIntent}>
              {talent.name}
            </button>
          </h4>
          <p className="rd-card-category">{talent.category}</p>
        </div>
        <FollowerBadges followers={talent.followers} networks={['instagram', 'youtube']} />
        <p className="rd-card-price">
          <span className="rd-price-label">Starting from</span>{' '}
          <span className="rd-price-value">{withCurrency(talent.price)}</span>
        </p>
      </div>
      <button
        type="button"
        className="rd-favourite"
        part="button favourite"
        aria-pressed={favourite}
        aria-label={`Favourite ${talent.name}`}
        onClick={onToggleFavourite}
      >
        <Icon name="heart" size={18} />
      </button>
    </li>
  );
}
