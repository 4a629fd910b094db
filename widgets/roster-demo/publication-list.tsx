import { THUMBNAIL_SIZE_PX, type Publication } from './data';
import { Icon, type IconName } from './icons';
import { figuresOf } from './publications';

const FIGURE_ICONS: Record<ReturnType<typeof figuresOf>[number]['key'], IconName> = {
  views: 'eye',
  likes: 'heart',
  comments: 'comment',
  saves: 'bookmark',
};

/** Up to three Instagram publications, each with the figures it has. */
export function PublicationList({ publications }: { publications: readonly Publication[] }) {
  return (
    <section className="rd-section" aria-labelledby="rd-publications-title">
      <h4 className="rd-section-title" id="rd-publications-title">
        <Icon name="instagram" size={18} />
        Instagram publications
      </h4>
      <ul className="rd-publications">
        {publications.map((publication) => (
          <li key={publication.id} className="rd-publication" part="publication">
            <img
              src={publication.image}
              alt=""
              width={THUMBNAIL_SIZE_PX.width}
              height={THUMBNAIL_SIZE_PX.height}
              loading="lazy"
              decoding="async"
            />
            <div className="rd-publication-body">
              <p className="rd-publication-title">{publication.title}</p>
              <dl className="rd-figures">
                {figuresOf(publication).map((figure) => (
                  <div key={figure.key} className="rd-figure">
                    <dt>
                      <Icon name={FIGURE_ICONS[figure.key]} size={14} />
                      <span className="rk-sr-only">{figure.label}</span>
                    </dt>
                    <dd>{figure.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
