// general/v2/novapost/*: the parcel carrier's cities, streets, branches, post machines and route
// price, each answer in `data` as the spec's client reads it. The carrier is the routes' option:
// the bundled dataset unless a real carrier is given.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import {
  carrierCityRequest,
  carrierCityResponse,
  carrierPointRequest,
  carrierPointResponse,
  carrierPriceRequest,
  carrierPriceResponse,
  carrierStreetRequest,
  carrierStreetResponse,
  errorResponses,
  siteHeadersSchema,
} from '@vitrina/contract';

import type { ParcelCarrier } from '../../delivery/carrier/carrier.ts';

export async function carrierRoutes(fastify: FastifyInstance, options: { carrier: ParcelCarrier }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { carrier } = options;
  const common = { tags: ['delivery'], headers: siteHeadersSchema };
  const base = '/general/v2/novapost';

  app.post(
    `${base}/city`,
    {
      schema: {
        ...common,
        operationId: 'findCarrierCities',
        summary: "The parcel carrier's cities whose name starts with the query",
        body: carrierCityRequest,
        response: { 200: carrierCityResponse, ...errorResponses },
      },
    },
    async (req) => ({ data: await carrier.cities(req.body.query, req.lang) }),
  );

  app.post(
    `${base}/street`,
    {
      schema: {
        ...common,
        operationId: 'findCarrierStreets',
        summary: "A carrier city's streets whose name starts with the query (courier delivery)",
        body: carrierStreetRequest,
        response: { 200: carrierStreetResponse, ...errorResponses },
      },
    },
    async (req) => ({ data: await carrier.streets(req.body.cityRef, req.body.query) }),
  );

  app.post(
    `${base}/warehouse`,
    {
      schema: {
        ...common,
        operationId: 'findCarrierWarehouses',
        summary: "A carrier city's branches, optionally by the start of their number",
        body: carrierPointRequest,
        response: { 200: carrierPointResponse, ...errorResponses },
      },
    },
    async (req) => ({ data: await carrier.warehouses(req.body.cityRef, req.body.number, req.lang) }),
  );

  app.post(
    `${base}/postmachine`,
    {
      schema: {
        ...common,
        operationId: 'findCarrierPostMachines',
        summary: "A carrier city's post machines, optionally by the start of their number",
        body: carrierPointRequest,
        response: { 200: carrierPointResponse, ...errorResponses },
      },
    },
    async (req) => ({ data: await carrier.postMachines(req.body.cityRef, req.body.number, req.lang) }),
  );

  app.post(
    `${base}/delivery-price`,
    {
      schema: {
        ...common,
        operationId: 'getCarrierDeliveryPrice',
        summary: "The carrier's price of a parcel route, or a text saying why it cannot be priced",
        body: carrierPriceRequest,
        response: { 200: carrierPriceResponse, ...errorResponses },
      },
    },
    async (req) => ({
      data: [
        await carrier.deliveryPrice({
          type: req.body.type,
          cityRef: req.body.city_ref_id,
          warehouseRef: req.body.warehouse_ref_id,
          postmachineRef: req.body.postmachine_ref_id,
          lang: req.lang,
        }),
      ],
    }),
  );
}
