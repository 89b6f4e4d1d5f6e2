/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Dives_Import_KeptInputs */

const en_dives_import_kept = /** @type {(inputs: Dives_Import_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your log files are kept as you imported them, up to ${i?.size} per account: past that, the oldest are dropped first. Their dives stay.`)
};

const es_dives_import_kept = /** @type {(inputs: Dives_Import_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tus archivos de registro se guardan tal como los importaste, hasta ${i?.size} por cuenta: si se supera, se eliminan primero los más antiguos. Sus inmersiones se quedan.`)
};

const de_dives_import_kept = /** @type {(inputs: Dives_Import_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Logbuch-Dateien werden so aufbewahrt, wie du sie importiert hast, bis zu ${i?.size} pro Konto: darüber hinaus werden die ältesten zuerst gelöscht. Ihre Tauchgänge bleiben.`)
};

const fr_dives_import_kept = /** @type {(inputs: Dives_Import_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos fichiers de carnet sont conservés tels que vous les avez importés, jusqu'à ${i?.size} par compte : au-delà, les plus anciens sont supprimés en premier. Leurs plongées restent.`)
};

const zh_hans1_dives_import_kept = /** @type {(inputs: Dives_Import_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你的日志文件按导入时的原样保存，每个账户最多 ${i?.size}：超出后最早的文件会先被删除，其中的潜水记录仍会保留。`)
};

/**
* | output |
* | --- |
* | "Your log files are kept as you imported them, up to {size} per account: past that, the oldest are dropped first. Their dives stay." |
*
* @param {Dives_Import_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_import_kept = /** @type {((inputs: Dives_Import_KeptInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Import_KeptInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_import_kept(inputs)
	if (locale === "de") return de_dives_import_kept(inputs)
	if (locale === "fr") return fr_dives_import_kept(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_import_kept(inputs)
	return en_dives_import_kept(inputs)
});