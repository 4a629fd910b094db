import type { Talent } from './data';
import { Icon } from './icons';

type Network = keyof Talent['followers'];

const NETWORKS: Record<Network, { label: string; unit: string }> = {
  instagram: { label: 'Instagram', unit: 'followers' },
  tiktok: { label: 'TikTok', unit: 'followers' },
  youtube: { label: 'YouTube', unit: 'subscribers' },
};

interface FollowerBadgesProps {
  followers: Talent['followers'];
  networks: readonly Network[];
}

/** Follower counts per network; the network name is read out, its logo only seen. */
export function FollowerBadges({ followers, networks }: FollowerBadgesProps) {
  return (
    <ul className="rd-badges" aria-label="Followers">
      {networks.map((network) => (
        <li key={network} className="rd-badge" data-network={network} part="badge">
          <Icon name={network} size={14} />
          <span className="rk-sr-only">{NETWORKS[network].label}:</span>
          {followers[network]}
          <span className="rk-sr-only"> {NETWORKS[network].unit}</span>
        </li>
      ))}
    </ul>
  );
}
