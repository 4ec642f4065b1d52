import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import type { Handlers } from '../../http/handlers.ts';

export function profileHandlers(db: Kysely<Tables>): Pick<Handlers, 'getUserAddress'> {
  return {
    getUserAddress: async (_params, ctx) => {
      const c = await db
        .selectFrom('customers')
        .selectAll()
        .where('id', '=', ctx.customerId)
        .executeTakeFirstOrThrow();
      return {
        verfuegernummer: c.customer_number,
        geschlecht: c.gender,
        titelvorne: c.title_prefix,
        titelhinten: c.title_suffix,
        vorname: c.first_name,
        nachname: c.last_name,
        geburtsdatum: c.birth_date,
        email: c.email,
        mobil: c.mobile,
        strasse: c.street,
        hausnummer: c.house_number,
        stiegestocktuer: c.stair_floor_door,
        plz: c.postcode,
        ort: c.city,
        beruf: c.profession,
        beschaeftigungsart: c.employment_type,
      };
    },
  };
}
