import { useState, type CSSProperties } from 'react';

/** Hues a drawn cover mixes with the tenant's colour, picked by the course's name. */
const COVER_HUES = [212, 168, 28, 340, 262, 136, 6, 190];

const hueOf = (name: string) => {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return COVER_HUES[hash % COVER_HUES.length] ?? COVER_HUES[0];
};

type TCourseCoverProps = { name: string; coverUrl: string | null; className?: string };

/**
 * A course's cover (16:9): its image, or, without one (or when it fails to load), a cover drawn
 * from its name in the tenant's colour. Decorative: the name is always written beside it.
 */
export function CourseCover({ name, coverUrl, className }: TCourseCoverProps) {
  const [broken, setBroken] = useState(false);
  const classes = ['lectern-course-cover', className].filter(Boolean).join(' ');
  if (coverUrl && !broken) {
    return (
      <img
        className={classes}
        src={coverUrl}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <div
      className={`${classes} lectern-course-cover--drawn`}
      style={{ '--lectern-cover-hue': hueOf(name) } as CSSProperties}
      aria-hidden="true"
    >
      <span className="lectern-course-cover__name">{name}</span>
    </div>
  );
}
