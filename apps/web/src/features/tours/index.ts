/** Public face of the tours feature: the catalogue, one tour's details and their data. */
export { useGetTourQuery, useGetToursQuery } from './api/tours-api';
export { TourCatalogue } from './components/tour-catalogue';
export { TourDetails } from './components/tour-details';
export { formatTourDate } from './model/format-tour';
