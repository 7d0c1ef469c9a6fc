import {
  ZBloodDonorRequest,
  ZBloodDonorResponse,
  ZBloodDonorSavedResponse,
  ZDonatedRequest,
  ZDonorAvailabilityRequest,
  ZMessageResponse,
} from '@safesathi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestCtx } from '../../platform/http.js';
import { failures } from '../../platform/responses.js';
import type { AppServices } from '../../services.js';
import { findMyDonor, leaveRegister, markDonated, registerDonor, setAvailability } from './donors.service.js';

/** The signed-in person's place on the donor register (docs/decisions/0047-emergency-blood.md). */
export const donorRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { db } = services.database;
  const tags = ['blood'];
  const access = 'signed-in' as const;

  app.get(
    '/api/blood/donor',
    {
      config: { access },
      schema: {
        tags,
        summary: 'My donor registration (null when I am not a donor)',
        response: { 200: ZBloodDonorResponse },
      },
    },
    async (request) => ({ status: 'Success' as const, data: await findMyDonor(db, requestCtx(request)) }),
  );

  app.put(
    '/api/blood/donor',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Register as a blood donor, or change my details',
        body: ZBloodDonorRequest,
        response: { 200: ZBloodDonorSavedResponse },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      message: 'You are on the donor register. Thank you.',
      data: await registerDonor(db, requestCtx(request), request.body),
    }),
  );

  app.put(
    '/api/blood/donor/availability',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Available now or not; pause for two weeks',
        body: ZDonorAvailabilityRequest,
        response: { 200: ZBloodDonorSavedResponse, ...failures(404) },
      },
    },
    async (request) => {
      const data = await setAvailability(db, requestCtx(request), request.body);
      const message = data.pausedUntil
        ? 'Paused: you will not be asked for two weeks.'
        : data.available
          ? 'You can be asked for blood again.'
          : 'You will not be asked until you are available again.';
      return { status: 'Success' as const, message, data };
    },
  );

  app.post(
    '/api/blood/donor/donated',
    {
      config: { access },
      schema: {
        tags,
        summary: 'I donated (today, or on a day): out of the pool until I may give again',
        body: ZDonatedRequest,
        response: { 200: ZBloodDonorSavedResponse, ...failures(404) },
      },
    },
    async (request) => ({
      status: 'Success' as const,
      message: 'Thank you for donating.',
      data: await markDonated(db, requestCtx(request), request.body),
    }),
  );

  app.delete(
    '/api/blood/donor',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Leave the donor register: my donor data is deleted',
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      const was = await leaveRegister(db, requestCtx(request));
      return {
        status: 'Success' as const,
        message: was
          ? 'You have left the donor register; your donor data is deleted.'
          : 'You were not on the register.',
      };
    },
  );
};
