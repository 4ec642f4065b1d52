import type { Slider } from '@servicebereich/protocol';
import { chevronBack, chevronForward, pause, play } from 'ionicons/icons';
import { useEffect, useState, type FocusEvent } from 'react';
import { IconButton } from '../../shell/icon-button.tsx';
import { prefersReducedMotion } from '../../shell/reduced-motion.ts';
import { campaignTexts } from '../../text/campaigns.ts';
import { useSliders } from './api/get-sliders.ts';
import { ContentImage } from './content-image.tsx';
import { ContentLink } from '../../shell/rich-text.tsx';

const t = campaignTexts.sliders;

/** How long a slide shows while the carousel turns by itself. */
export const SLIDE_MS = 8000;

/**
 * The sliders as a carousel after the WAI-ARIA pattern: it turns by itself only without
 * "reduce motion", stops while the pointer or the focus is inside, and has a pause button first;
 * previous, next and one button per slide; a live region only while it does not turn by itself,
 * so a screen reader hears the slides the customer chooses and not every turn.
 */
export function Carousel(props: { slides: readonly Slider[] }) {
  const { slides } = props;
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => count > 1 && !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const turning = playing && !held;

  useEffect(() => {
    if (!turning) return;
    const timer = setInterval(() => {
      setIndex((i) => (i + 1) % count);
    }, SLIDE_MS);
    return () => {
      clearInterval(timer);
    };
  }, [turning, count]);

  // The pictures of the slide shown and of the one after it load at once, the others once their
  // slide is next: the app's start does not load every picture (an SVG is a document of its own
  // to the browser, 25–35 ms of a phone's main thread; decision 009).
  const nearShown = (i: number) => i === index || i === (index + 1) % count;
  const show = (next: number) => {
    setIndex((next + count) % count);
  };
  const handleBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
  };

  return (
    <section
      className="card slider"
      aria-roledescription="carousel"
      aria-labelledby="slider-heading"
      onFocus={() => {
        setHeld(true);
      }}
      onBlur={handleBlur}
      onMouseEnter={() => {
        setHeld(true);
      }}
      onMouseLeave={() => {
        setHeld(false);
      }}
    >
      <div className="slider__header">
        <h2 id="slider-heading" className="card__title">
          {t.label}
        </h2>
        {count > 1 && (
          <div className="slider__controls">
            <IconButton
              label={playing ? t.pause : t.play}
              icon={playing ? pause : play}
              onClick={() => {
                setPlaying(!playing);
              }}
            />
            <IconButton
              label={t.previous}
              icon={chevronBack}
              onClick={() => {
                show(index - 1);
              }}
            />
            <IconButton
              label={t.next}
              icon={chevronForward}
              onClick={() => {
                show(index + 1);
              }}
            />
          </div>
        )}
      </div>
      <div className="slider__slides" aria-live={turning ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.Id}
            className="slider__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t.slide(i + 1, count)}
            hidden={i !== index}
          >
            <ContentImage
              name={slide.Image}
              alt={slide.ImageAlt}
              className="slider__image"
              lazy={!nearShown(i)}
            />
            <div className="slider__text">
              <h3 className="slider__title">{slide.Title}</h3>
              <p>{slide.Text}</p>
              {slide.Link !== null && slide.LinkText !== null && (
                <ContentLink href={slide.Link} className="slider__link">
                  {slide.LinkText}
                </ContentLink>
              )}
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="slider__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.Id}
              type="button"
              className="slider__dot"
              aria-label={t.choose(i + 1)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => {
                show(i);
              }}
            />
          ))}
        </div>
      )}
    </section>
  );
}

/** The dashboard's sliders; without any (or when they cannot be loaded) nothing shows. */
export function SliderCarousel() {
  const sliders = useSliders();
  if (sliders.data === undefined || sliders.data.length === 0) return null;
  return <Carousel slides={sliders.data} />;
}
