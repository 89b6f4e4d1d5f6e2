/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ error: NonNullable<unknown>, sightings: NonNullable<unknown> }} Admin_EceInputs */

const en_admin_ece = /** @type {(inputs: Admin_EceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expected calibration error: ${i?.error}, over ${i?.sightings} sightings the experts named to species (the best candidate's confidence against it being their species).`)
};

const es_admin_ece = /** @type {(inputs: Admin_EceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error de calibración esperado: ${i?.error}, sobre ${i?.sightings} avistamientos que los expertos identificaron hasta especie (la confianza del mejor candidato frente a que sea su especie).`)
};

const de_admin_ece = /** @type {(inputs: Admin_EceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erwarteter Kalibrierungsfehler: ${i?.error}, über ${i?.sightings} Sichtungen, die Experten bis zur Art bestimmt haben (die Sicherheit des besten Kandidaten gegen die Frage, ob er ihre Art ist).`)
};

const fr_admin_ece = /** @type {(inputs: Admin_EceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erreur de calibration attendue : ${i?.error}, sur ${i?.sightings} observations que les experts ont nommées jusqu’à l’espèce (la confiance du meilleur candidat face au fait qu’il soit leur espèce).`)
};

const zh_hans1_admin_ece = /** @type {(inputs: Admin_EceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`预期校准误差：${i?.error}，基于专家鉴定到种的 ${i?.sightings} 条目击记录（最佳候选的置信度与它是否就是专家所定物种的对比）。`)
};

/**
* | output |
* | --- |
* | "Expected calibration error: {error}, over {sightings} sightings the experts named to species (the best candidate's confidence against it being their species)." |
*
* @param {Admin_EceInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_ece = /** @type {((inputs: Admin_EceInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_EceInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_ece(inputs)
	if (locale === "de") return de_admin_ece(inputs)
	if (locale === "fr") return fr_admin_ece(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_ece(inputs)
	return en_admin_ece(inputs)
});