import { Icon } from './icons';
import { packagesFor, withCurrency, type AdPackage } from './pricing';

const PACKAGE_ICONS: Record<AdPackage['id'], 'instagram' | 'tiktok' | 'youtube'> = {
  'instagram-story': 'instagram',
  tiktok: 'tiktok',
  youtube: 'youtube',
};

/** The Packages tab: the three packages priced from the talent's price. */
export function Packages({ price }: { price: string }) {
  return (
    <ul className="rd-packages" aria-label="Packages">
      {packagesFor(price).map((item) => (
        <li key={item.id} className="rd-package" part="package" data-package={item.id}>
          <span className="rd-package-icon">
            <Icon name={PACKAGE_ICONS[item.id]} size={20} />
          </span>
          <h4 className="rd-package-name">{item.name}</h4>
          <p className="rd-package-description">{item.description}</p>
          <p className="rd-package-audience">{item.audience}</p>
          <p className="rd-package-price">{withCurrency(item.price)}</p>
          {/* A sample: there is no cart. */}
          <button type="button" className="rk-button" part="button add-to-cart">
            <Icon name="cart" size={16} />
            Add to cart<span className="rk-sr-only">: {item.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
