import { useState } from 'react';
import { useShop } from '#storefront/lib/context.tsx';

/** The big picture and, with more than one, a row of thumbs that show each in its place. */
export function Gallery({ images, name }: { images: { url: string; thumb: string }[]; name: string }) {
  const { tr } = useShop();
  const [shown, setShown] = useState(0);
  const big = images[shown];
  if (!big) return <div className="noimg big" aria-hidden="true" />;
  return (
    <div className="gallery">
      <img
        className="big"
        src={big.url}
        alt={tr.t('photoOf', { n: shown + 1, name })}
        width={640}
        height={640}
        fetchPriority="high"
      />
      {images.length > 1 && (
        <ul className="thumbs">
          {images.map((img, i) => (
            <li key={img.url}>
              <a
                href={img.url}
                aria-current={i === shown ? 'true' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  setShown(i);
                }}
              >
                <img
                  src={img.thumb}
                  alt={tr.t('showPhoto', { n: i + 1 })}
                  width={64}
                  height={64}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
