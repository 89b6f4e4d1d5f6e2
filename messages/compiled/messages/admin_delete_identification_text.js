/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ species: NonNullable<unknown>, id: NonNullable<unknown> }} Admin_Delete_Identification_TextInputs */

const en_admin_delete_identification_text = /** @type {(inputs: Admin_Delete_Identification_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This action cannot be undone. This will permanently delete the identification record for "${i?.species}" (ID: ${i?.id}).`)
};

const es_admin_delete_identification_text = /** @type {(inputs: Admin_Delete_Identification_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Esta acción no se puede deshacer. Se eliminará para siempre la identificación de «${i?.species}» (ID: ${i?.id}).`)
};

const de_admin_delete_identification_text = /** @type {(inputs: Admin_Delete_Identification_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das lässt sich nicht rückgängig machen. Die Bestimmung „${i?.species}“ (ID: ${i?.id}) wird endgültig gelöscht.`)
};

const fr_admin_delete_identification_text = /** @type {(inputs: Admin_Delete_Identification_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cette action est irréversible. L’identification « ${i?.species} » (ID : ${i?.id}) sera définitivement supprimée.`)
};

const zh_hans1_admin_delete_identification_text = /** @type {(inputs: Admin_Delete_Identification_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此操作无法撤销。“${i?.species}”的识别记录（ID：${i?.id}）将被永久删除。`)
};

/**
* | output |
* | --- |
* | "This action cannot be undone. This will permanently delete the identification record for \"{species}\" (ID: {id})." |
*
* @param {Admin_Delete_Identification_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_delete_identification_text = /** @type {((inputs: Admin_Delete_Identification_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Delete_Identification_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_delete_identification_text(inputs)
	if (locale === "de") return de_admin_delete_identification_text(inputs)
	if (locale === "fr") return fr_admin_delete_identification_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_delete_identification_text(inputs)
	return en_admin_delete_identification_text(inputs)
});