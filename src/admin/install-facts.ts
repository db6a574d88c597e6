/**
 * Installs the clinic facts for the editor before any of its modules reads them: main.tsx imports this first, and
 * modules run in import order.
 */
import { CLINIC_FILE } from '../site/clinic-schema.ts';
import { clinicFromText, installClinic } from '../site/clinic.ts';
import { valueOrThrow } from '../shared/problems.ts';
import { factsText } from './facts-text.ts';

installClinic(valueOrThrow(clinicFromText(factsText(), CLINIC_FILE)));
