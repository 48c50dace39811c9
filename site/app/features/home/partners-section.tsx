/** Home section 2: partner carousel, 'Millions of clients trust us.' (docs/product-rules.md#constants breakpoints, autoplay and speed). */
import { altAttribute } from '@escrova/schemas/alt-attribute'
import type { SwiperOptions } from 'swiper/types'
import { Carousel } from '../../components/carousel.tsx'
import { Reveal } from '../../components/reveal.tsx'
import { assetUrlSources } from '../../lib/image-params.ts'
import { useSaveData } from '../../lib/use-save-data.ts'
import type { HomeCopy } from './home-copy.ts'

export const PARTNER_CAROUSEL_OPTIONS: SwiperOptions = {
  direction: 'horizontal',
  speed: 300,
  autoplay: { delay: 6000, disableOnInteraction: false },
  keyboard: { enabled: true },
  mousewheel: true,
  slidesPerView: 1,
  breakpoints: {
    300: { slidesPerView: 1 },
    620: { slidesPerView: 2, spaceBetween: 20 },
    700: { slidesPerView: 3, spaceBetween: 20 },
    1200: { slidesPerView: 4, spaceBetween: 20 },
  },
}

/** The 200 px logo at 1x and 2x (a raster logo; an SVG one is served as it is). */
const LOGO_WIDTHS = [200, 400] as const

export function PartnersSection({ partners }: { partners: HomeCopy['partners'] }) {
  const saveData = useSaveData()
  return (
    <Reveal className="section partners" aria-labelledby="partners-title">
      <div className="container">
        <h2 id="partners-title" className="partners-title">
          {partners.heading}
        </h2>
        <Carousel
          label="Partners"
          className="partner-carousel"
          options={PARTNER_CAROUSEL_OPTIONS}
          slides={partners.items.map(({ name, logo }) => ({
            key: name,
            content: (
              <img
                {...assetUrlSources(logo.url, { widths: LOGO_WIDTHS, saveData })}
                sizes="200px"
                alt={altAttribute(logo.alt, name)}
                width="200"
                height="64"
                loading="lazy"
              />
            ),
          }))}
        />
      </div>
    </Reveal>
  )
}
