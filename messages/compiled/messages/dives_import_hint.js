/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Import_HintInputs */

const en_dives_import_hint = /** @type {(inputs: Dives_Import_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dive logs from your computer or dive-log program (one file, or a watch's whole folder): Garmin FIT, Suunto app JSON, Shearwater or other UDDF, MacDive XML, or a Subsurface log (.ssrf or .xml), up to ${i?.count} dives a file. Your photos taken during these dives get their place, time and depth. A GPX track from a phone or GPS on the boat places the dives that have no position.`)
};

const es_dives_import_hint = /** @type {(inputs: Dives_Import_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Registros de tu ordenador de buceo o de tu programa de registro (un archivo, o la carpeta entera de un reloj): Garmin FIT, JSON de la app de Suunto, UDDF de Shearwater u otros, XML de MacDive o un registro de Subsurface (.ssrf o .xml), hasta ${i?.count} inmersiones por archivo. Las fotos que hiciste durante esas inmersiones obtienen su lugar, hora y profundidad. Un track GPX de un móvil o un GPS en el barco sitúa las inmersiones que no tienen posición.`)
};

const de_dives_import_hint = /** @type {(inputs: Dives_Import_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Logbücher aus deinem Tauchcomputer oder Logbuch-Programm (eine Datei oder der ganze Ordner einer Uhr): Garmin FIT, Suunto-App-JSON, UDDF von Shearwater oder anderen, MacDive-XML oder ein Subsurface-Logbuch (.ssrf oder .xml), bis zu ${i?.count} Tauchgänge pro Datei. Deine Fotos von diesen Tauchgängen bekommen ihren Ort, ihre Zeit und ihre Tiefe. Ein GPX-Track von einem Handy oder GPS auf dem Boot verortet die Tauchgänge ohne Position.`)
};

const fr_dives_import_hint = /** @type {(inputs: Dives_Import_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carnets de votre ordinateur ou logiciel de plongée (un fichier, ou le dossier entier d'une montre) : Garmin FIT, JSON de l'app Suunto, UDDF de Shearwater ou d'ailleurs, XML de MacDive, ou un carnet Subsurface (.ssrf ou .xml), jusqu'à ${i?.count} plongées par fichier. Vos photos prises pendant ces plongées reçoivent leur lieu, leur heure et leur profondeur. Une trace GPX d'un téléphone ou d'un GPS sur le bateau place les plongées sans position.`)
};

const zh_hans1_dives_import_hint = /** @type {(inputs: Dives_Import_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`来自潜水电脑或潜水日志软件的日志（一个文件，或手表的整个文件夹）：Garmin FIT、Suunto 应用 JSON、Shearwater 或其他 UDDF、MacDive XML，或 Subsurface 日志（.ssrf 或 .xml），每个文件最多 ${i?.count} 次潜水。你在这些潜水中拍的照片会获得地点、时间和深度。手机或船上 GPS 记录的 GPX 轨迹可为没有位置的潜水定位。`)
};

/**
* | output |
* | --- |
* | "Dive logs from your computer or dive-log program (one file, or a watch's whole folder): Garmin FIT, Suunto app JSON, Shearwater or other UDDF, MacDive XML, o..." |
*
* @param {Dives_Import_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_import_hint = /** @type {((inputs: Dives_Import_HintInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Import_HintInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_import_hint(inputs)
	if (locale === "de") return de_dives_import_hint(inputs)
	if (locale === "fr") return fr_dives_import_hint(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_import_hint(inputs)
	return en_dives_import_hint(inputs)
});