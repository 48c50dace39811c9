/** Route table of spec §2.1. */
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  // Outside the main layout: the device redirect.
  route('invite-friends', 'routes/invite-friends.tsx'),
  // Crawler files, pre-rendered as static resources.
  route('sitemap.xml', 'routes/sitemap[.]xml.tsx'),
  route('robots.txt', 'routes/robots[.]txt.tsx'),
  route('rss.xml', 'routes/rss[.]xml.tsx'),
  layout('routes/main-layout.tsx', [
    index('routes/home.tsx'),
    route('about-us', 'routes/about-us.tsx'),
    route('blogs', 'routes/blogs.tsx'),
    route('blogs/:slug', 'routes/blog-post.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('privacy', 'routes/privacy.tsx', { id: 'privacy' }),
    route('policy', 'routes/privacy.tsx', { id: 'policy' }),
    route('privacy-policy', 'routes/privacy.tsx', { id: 'privacy-policy' }),
    route('services', 'routes/services-layout.tsx', [
      index('routes/services-index.tsx'),
      route('escrow', 'routes/service.tsx', { id: 'service-escrow' }),
      route('payment-links', 'routes/service.tsx', { id: 'service-payment-links' }),
      route('billing', 'routes/service.tsx', { id: 'service-billing' }),
      route('virtual-cards', 'routes/service.tsx', { id: 'service-virtual-cards' }),
    ]),
    route('all-services', 'routes/all-services.tsx'),
    route('wait-list', 'routes/wait-list.tsx'),
    route('contact', 'routes/contact.tsx'),
    // Anything else (including /contact and /services/voting, per spec) goes home, replacing the history entry.
    route('*', 'routes/catch-all.tsx'),
  ]),
] satisfies RouteConfig
