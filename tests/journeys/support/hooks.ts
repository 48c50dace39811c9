/** The shared set-up of the journeys that use the run's cached site build: one stack and its site per file. */
import { afterAll, afterEach, beforeAll } from 'vitest'
import { type JourneySite, serveCachedSite } from './site.ts'
import { type JourneyStack, startJourneyStack } from './stack.ts'

export interface Journey {
  stack: JourneyStack
  site: JourneySite
}

/** Registers the file's hooks; the returned object is filled in before the first test runs. */
export function journeyWithCachedSite(): Journey {
  const journey = {} as Journey
  beforeAll(async () => {
    journey.stack = await startJourneyStack()
    journey.site = await serveCachedSite(journey.stack.studio.browser, {
      lakeUrl: journey.stack.lake.url,
      functionUrl: journey.stack.fn.url,
    })
  }, 900_000)
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') {
      await journey.stack.studio.screenshots(`journey-${context.task.name}`)
    }
  })
  afterAll(async () => {
    await journey.site?.close()
    await journey.stack?.stop()
  })
  return journey
}
