/** Home section 9: six testimonials with 4 to 5 star ratings, autoplay 6 s, 1 s transition (docs/product-rules.md#entities, #constants). */
import type { SwiperOptions } from 'swiper/types'
import { Carousel } from '../../components/carousel.tsx'
import { Reveal } from '../../components/reveal.tsx'
import { assetUrlSources } from '../../lib/image-params.ts'
import { useSaveData } from '../../lib/use-save-data.ts'
import type { HomeCopy } from './home-copy.ts'

export const TESTIMONIAL_CAROUSEL_OPTIONS: SwiperOptions = {
  speed: 1000,
  autoplay: { delay: 6000, disableOnInteraction: false, pauseOnMouseEnter: true },
  keyboard: { enabled: true },
  slidesPerView: 1,
  spaceBetween: 20,
  breakpoints: { 700: { slidesPerView: 2, spaceBetween: 20 }, 1100: { slidesPerView: 3, spaceBetween: 24 } },
}

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rating >= n ? 'full' : rating >= n - 0.5 ? 'half' : 'empty'
        return (
          <span key={n} className={`star star-${fill}`} aria-hidden="true">
            ★
          </span>
        )
      })}
    </span>
  )
}

/** The 56 px photo at 1x and 2x (left out with the data saver on: it is decorative). */
const PHOTO_WIDTHS = [56, 112] as const

export function TestimonialsSection({ testimonials }: { testimonials: HomeCopy['testimonials'] }) {
  const saveData = useSaveData()
  return (
    <Reveal className="section section-alt" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{testimonials.eyebrow}</p>
          <h2 id="testimonials-title">{testimonials.heading}</h2>
        </div>
        <Carousel
          label="Testimonials"
          className="testimonial-carousel"
          options={TESTIMONIAL_CAROUSEL_OPTIONS}
          slides={testimonials.items.map((t) => ({
            key: t.name,
            content: (
              <figure className="card testimonial">
                <Stars rating={t.rating} />
                <blockquote>
                  <p>“{t.feedback}”</p>
                </blockquote>
                <figcaption>
                  {/* The name and role beside it say who this is: the photo is decorative here. */}
                  {!saveData && (
                    <img
                      {...assetUrlSources(t.photo.url, { widths: PHOTO_WIDTHS, aspect: 1 })}
                      sizes="56px"
                      alt=""
                      width="56"
                      height="56"
                      loading="lazy"
                    />
                  )}
                  <span>
                    <strong>{t.name}</strong>
                    <small>{t.role}</small>
                  </span>
                </figcaption>
              </figure>
            ),
          }))}
        />
      </div>
    </Reveal>
  )
}
