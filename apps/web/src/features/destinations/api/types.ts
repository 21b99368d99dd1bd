import type { cheapestResponseSchema } from '@sapar/contracts';
import type { z } from 'zod';

export type CheapestFaresResponse = z.infer<typeof cheapestResponseSchema>;
export type Destination = CheapestFaresResponse['results'][number];
