// The catalogue shown by art-preview.tsx: every component, every variant.
import type { ReactNode } from 'react';
import { CardBack, CardFace, FlipCard } from '../src/components/art/card';

export type Kind = 'card' | 'icon' | 'tile' | 'cell' | 'wide';
export interface Section { id: string; items: Array<{ name: string; kind: Kind; el: ReactNode }> }

export const sections: Section[] = [
  {
    id: 'card',
    items: [
      { name: 'CardBack', kind: 'card', el: <CardBack /> },
      { name: 'CardFace (empty)', kind: 'card', el: <CardFace /> },
      { name: 'CardFace muted', kind: 'card', el: <CardFace muted /> },
      { name: 'FlipCard down', kind: 'card', el: <FlipCard flipped={false} front={<CardFace />} /> },
      { name: 'FlipCard up', kind: 'card', el: <FlipCard flipped front={<CardFace label="Face" />} /> },
    ],
  },
];
