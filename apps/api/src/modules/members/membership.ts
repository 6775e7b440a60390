import { pickTranslation } from '@yado/domain/locales';
import { AppError } from '../../errors';
import { presentCompanionTiers } from './presenter';
import type { membersRepository } from './repository';

type Repository = ReturnType<typeof membersRepository>;
type ProgramRow = Awaited<ReturnType<Repository['programsOf']>>[number];

/** A program as the API lists it, in the asked language; ranks from the lowest. */
export function presentProgram(program: ProgramRow, locale: string) {
  return {
    id: program.id,
    code: program.code,
    name: pickTranslation(program.name_translations, locale, program.name),
    update_member_profile_enabled: program.update_member_profile_enabled,
    additional_tiers_attributes: presentCompanionTiers(program.additional_tiers),
    ranks: program.ranks.map((rank) => ({
      id: rank.id,
      code: rank.code,
      name: pickTranslation(rank.name_translations, locale, rank.name),
      points_to_unlock: rank.points_to_unlock,
    })),
  };
}

/**
 * The program a member joins or switches to, and the rank they start at: the one asked for (a
 * program of the member's brand, else 404), or the brand's first. A brand without programs gives none.
 */
export async function chooseMembership(repository: Repository, brandId: number, programId?: number | null) {
  const programs = await repository.programsOf(brandId);
  const program = programId === undefined || programId === null ? programs[0] : programs.find((p) => p.id === programId);
  if (!program) {
    if (programId !== undefined && programId !== null) throw new AppError('program_not_found');
    return { program_id: null, rank_id: null };
  }
  return { program_id: program.id, rank_id: program.ranks[0]?.id ?? null };
}
